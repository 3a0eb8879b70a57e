package android.app;

import android.content.Context;
import android.content.ContextWrapper;
import android.content.Intent;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;

/**
 * Host stand-in for android.app.Activity: the lifecycle callbacks (called through
 * {@link Instrumentation}, as the framework does) and a few cheap queries. There is no UI.
 */
public class Activity extends ContextWrapper {
    private Application application;
    private Intent intent;
    private boolean finishing;
    private boolean destroyed;

    public Activity() {
        super(null);
    }

    protected void onCreate(Bundle savedInstanceState) {}

    protected void onPostCreate(Bundle savedInstanceState) {}

    protected void onStart() {}

    protected void onRestart() {}

    protected void onResume() {}

    protected void onPostResume() {}

    protected void onPause() {}

    protected void onStop() {}

    protected void onDestroy() {}

    protected void onSaveInstanceState(Bundle outState) {}

    protected void onRestoreInstanceState(Bundle savedInstanceState) {}

    public void onBackPressed() {
        finish();
    }

    public void onLowMemory() {}

    public void finish() {
        finishing = true;
    }

    public boolean isFinishing() {
        return finishing;
    }

    public boolean isDestroyed() {
        return destroyed;
    }

    /** The intent that started this activity (set by the driver before onCreate). */
    public Intent getIntent() {
        return intent;
    }

    public void setIntent(Intent newIntent) {
        intent = newIntent;
    }

    public final Application getApplication() {
        return application;
    }

    @Override
    public Context getApplicationContext() {
        return application != null ? application : this;
    }

    /** No views on the host: layouts are accepted and ignored. */
    public void setContentView(int layoutResID) {}

    public void setTitle(CharSequence title) {}

    public final void runOnUiThread(Runnable action) {
        Looper main = Looper.getMainLooper();
        if (main == null || main.isCurrentThread()) {
            action.run();
        } else {
            new Handler(main).post(action);
        }
    }

    final void attach(Application application) {
        this.application = application;
        attachBaseContext(application);
    }

    final void markDestroyed() {
        destroyed = true;
    }
}
