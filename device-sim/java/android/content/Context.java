package android.content;

import android.os.Looper;
import java.io.File;

/**
 * Host stand-in for android.content.Context. On a phone this is abstract and implemented by the
 * framework; here the common file and identity queries have host answers so that any subclass
 * works.
 *
 * Files: getExternalFilesDir(null) is the directory named by the system property
 * adaptrace.files.dir, else a directory under java.io.tmpdir named after the package;
 * getFilesDir() and getCacheDir() live under java.io.tmpdir as well.
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
        String configured = System.getProperty("adaptrace.files.dir");
        File base = configured != null
                ? new File(configured)
                : new File(hostRoot(), "external/files");
        return made(type == null ? base : new File(base, type));
    }

    public File getFilesDir() {
        return made(new File(hostRoot(), "internal/files"));
    }

    public File getCacheDir() {
        return made(new File(hostRoot(), "internal/cache"));
    }

    public File getDir(String name, int mode) {
        return made(new File(hostRoot(), "internal/app_" + name));
    }

    public Object getSystemService(String name) {
        return null;
    }

    private File hostRoot() {
        return new File(System.getProperty("java.io.tmpdir"), "adaptrace-host/" + getPackageName());
    }

    /** Like Android, returns the directory only when it exists or could be created. */
    private static File made(File dir) {
        return dir.isDirectory() || dir.mkdirs() ? dir : null;
    }
}
