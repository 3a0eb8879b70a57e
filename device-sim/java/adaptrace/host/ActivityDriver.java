package adaptrace.host;

import android.app.Activity;
import android.app.Application;
import android.app.Instrumentation;
import android.content.Intent;
import android.os.Handler;
import android.os.Looper;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;

/**
 * Runs an Activity subclass through one lifecycle on the host's main thread, the way the
 * framework's main looper would: onCreate(null), onStart, onResume; then whatever the activity
 * posted to the main looper that is already due; then onPause, onStop, onDestroy.
 *
 * Usage: ActivityDriver CLASS [KEY=VALUE...]. Each KEY=VALUE becomes a string extra of the
 * activity's launch intent, as `am start -e KEY VALUE` makes one. An exception thrown by the activity propagates out of main, so
 * the JVM reports it and exits with status 1, as an uncaught exception in an app would.
 */
public final class ActivityDriver {
    private ActivityDriver() {}

    public static void main(String[] args) throws Throwable {
        if (args.length < 1) {
            System.err.println("usage: adaptrace.host.ActivityDriver ACTIVITY_CLASS [KEY=VALUE...]");
            System.exit(2);
        }
        Class<?> cls = Class.forName(args[0]);
        if (!Activity.class.isAssignableFrom(cls)) {
            System.err.println(args[0] + " does not extend android.app.Activity");
            System.exit(2);
        }
        final Intent intent = launchIntent(args);
        Looper.prepareMainLooper();
        final Looper main = Looper.getMainLooper();
        final Handler handler = new Handler(main);
        final Instrumentation instr = new Instrumentation();
        final Application app = new Application();
        instr.callApplicationOnCreate(app);
        final Activity activity = (Activity) construct(cls);
        instr.attachActivity(activity, app);
        activity.setIntent(intent);

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

    /** The MAIN intent for args[0] with the string extras args[1..] give as KEY=VALUE. */
    private static Intent launchIntent(String[] args) {
        Intent intent = new Intent(Intent.ACTION_MAIN);
        intent.setClassName(null, args[0]);
        for (int i = 1; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            if (eq <= 0) {
                System.err.println(
                        "intent extra `" + args[i] + "` is not KEY=VALUE (e.g. size=small)");
                System.exit(2);
            }
            intent.putExtra(args[i].substring(0, eq), args[i].substring(eq + 1));
        }
        return intent;
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
