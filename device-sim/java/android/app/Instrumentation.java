package android.app;

import android.os.Bundle;

/**
 * Host stand-in for android.app.Instrumentation: the public way to drive an activity's
 * lifecycle.
 */
public class Instrumentation {
    public void callApplicationOnCreate(Application app) {
        app.onCreate();
    }

    public void callActivityOnCreate(Activity activity, Bundle icicle) {
        activity.onCreate(icicle);
        activity.onPostCreate(icicle);
    }

    public void callActivityOnStart(Activity activity) {
        activity.onStart();
    }

    public void callActivityOnRestart(Activity activity) {
        activity.onRestart();
    }

    public void callActivityOnResume(Activity activity) {
        activity.onResume();
        activity.onPostResume();
    }

    public void callActivityOnPause(Activity activity) {
        activity.onPause();
    }

    public void callActivityOnStop(Activity activity) {
        activity.onStop();
    }

    public void callActivityOnDestroy(Activity activity) {
        activity.onDestroy();
        activity.markDestroyed();
    }

    public void callActivityOnSaveInstanceState(Activity activity, Bundle outState) {
        activity.onSaveInstanceState(outState);
    }

    /**
     * Host only: makes app the activity's application and base context (the framework's
     * attach step).
     */
    public void attachActivity(Activity activity, Application app) {
        activity.attach(app);
    }
}
