package android.app;

import android.content.Context;
import android.content.ContextWrapper;

/** Host stand-in for android.app.Application; the activity driver creates one per process. */
public class Application extends ContextWrapper {
    public Application() {
        super(null);
    }

    public void onCreate() {}

    public void onTerminate() {}

    public void onLowMemory() {}

    @Override
    public Context getApplicationContext() {
        return this;
    }
}
