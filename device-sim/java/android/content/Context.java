package android.content;

import android.os.Looper;
import java.io.File;

/**
 * Host stand-in for android.content.Context. On a phone this is abstract and implemented by the
 * framework; here the common file and identity queries have host answers so that any subclass
 * works.
 *
 * Files: on a simulated device (system property adaptrace.device.root names the host directory
 * that is the device's "/"), the directories are the device's: getExternalFilesDir(null) is
 * /sdcard/Android/data/PACKAGE/files, created as the system creates it on Android 11+ (the app
 * itself may not create Android/data/PACKAGE), and getFilesDir() is /data/data/PACKAGE/files.
 * Otherwise they live under java.io.tmpdir.
 */
public abstract class Context {
    public static final int MODE_PRIVATE = 0;

    public String getPackageName() {
        return System.getProperty("adaptrace.package", "adaptrace.host.app");
    }

    public Context getApplicationContext() {
        return this;
    }

    public Looper getMainLooper() {
        return Looper.getMainLooper();
    }

    public ClassLoader getClassLoader() {
        return getClass().getClassLoader();
    }

    /** The app-specific external directory (what adb can read on a phone), or a subdirectory. */
    public File getExternalFilesDir(String type) {
        File base;
        String device = System.getProperty("adaptrace.device.root");
        if (device != null) {
            File data = new File(device, "sdcard/Android/data");
            if (!createdBySystem(data, getPackageName())) {
                return null;
            }
            base = new File(data, getPackageName() + "/files");
        } else {
            base = new File(hostRoot(), "external/files");
        }
        return made(type == null ? base : new File(base, type));
    }

    public File getFilesDir() {
        return made(new File(internalRoot(), "files"));
    }

    public File getCacheDir() {
        return made(new File(internalRoot(), "cache"));
    }

    public File getDir(String name, int mode) {
        return made(new File(internalRoot(), "app_" + name));
    }

    public Object getSystemService(String name) {
        return null;
    }

    private File hostRoot() {
        return new File(System.getProperty("java.io.tmpdir"), "adaptrace-host/" + getPackageName());
    }

    /** The app's internal storage: /data/data/PACKAGE on a simulated device. */
    private File internalRoot() {
        String device = System.getProperty("adaptrace.device.root");
        return device != null
                ? new File(device, "data/data/" + getPackageName())
                : new File(hostRoot(), "internal");
    }

    /**
     * Creates data/PACKAGE as the system would. The simulator keeps Android/data read-only to
     * apps, so the stand-in (the system's part of this process) opens it for the one mkdir.
     */
    private static synchronized boolean createdBySystem(File data, String pkg) {
        File dir = new File(data, pkg);
        if (dir.isDirectory()) {
            return true;
        }
        boolean locked = !data.canWrite();
        if (locked) {
            data.setWritable(true, true);
        }
        try {
            return dir.mkdirs() || dir.isDirectory();
        } finally {
            if (locked) {
                data.setWritable(false, false);
            }
        }
    }

    /** Like Android, returns the directory only when it exists or could be created. */
    private static File made(File dir) {
        return dir.isDirectory() || dir.mkdirs() ? dir : null;
    }
}
