package adaptrace.host;

import android.app.Activity;
import android.app.Application;
import android.app.Instrumentation;
import android.os.Handler;
import android.os.Looper;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;

/**
 * Runs an Activity subclass through one lifecycle on the host's main thread, the way the
 * framework's main looper would: onCreate(null), onStart, onResume; then whatever the activity
 * posted to the main looper that is already due; then onPause, onStop, onDestroy.
 *
 * Usage: ActivityDriver CLASS. An exception thrown by the activity propagates out of main, so
 * the JVM reports it and exits with status 1, as an uncaught exception in an app would.
 */
public final class ActivityDriver {
    private ActivityDriver() {}

    public static void main(String[] args) throws Throwable {
        if (args.length < 1) {
            System.err.println("usage: adaptrace.host.ActivityDriver ACTIVITY_CLASS");
            System.exit(2);
        }
        Class<?> cls = Class.forName(args[0]);
        if (!Activity.class.isAssignableFrom(cls)) {
            System.err.println(args[0] + " does not extend android.app.Activity");
            System.exit(2);
        }
        Looper.prepareMainLooper();
        final Looper main = Looper.getMainLooper();
        final Handler handler = new Handler(main);
        final Instrumentation instr = new Instrumentation();
        final Application app = new Application();
        instr.callApplicationOnCreate(app);
        final Activity activity = (Activity) construct(cls);
        instr.attachActivity(activity, app);

        handler.post(new Runnable() {
            @Override
            public void run() {
                instr.callActivityOnCreate(activity, null);
                if (activity.isFinishing()) {
                    // finish() inside onCreate goes straight to onDestroy, as on Android.
                    instr.callActivityOnDestroy(activity);
                    main.quitSafely();
                    return;
                }
                instr.callActivityOnStart(activity);
                instr.callActivityOnResume(activity);
                // Queued behind what the activity posted so far: those run first.
                handler.post(new Runnable() {
                    @Override
                    public void run() {
                        instr.callActivityOnPause(activity);
                        instr.callActivityOnStop(activity);
                        instr.callActivityOnDestroy(activity);
                        main.quitSafely();
                    }
                });
            }
        });
        Looper.loop();
    }

    /** Calls the no-argument constructor, rethrowing what it throws unwrapped. */
    private static Object construct(Class<?> cls) throws Throwable {
        Constructor<?> ctor = cls.getDeclaredConstructor();
        ctor.setAccessible(true);
        try {
            return ctor.newInstance();
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
