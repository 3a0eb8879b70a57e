package android.content;

import java.io.File;

/**
 * Host stand-in for android.content.ContextWrapper: delegates to a base context when it has
 * one.
 */
public class ContextWrapper extends Context {
    private Context base;

    public ContextWrapper(Context base) {
        this.base = base;
    }

    protected void attachBaseContext(Context base) {
        this.base = base;
    }

    public Context getBaseContext() {
        return base;
    }

    @Override
    public String getPackageName() {
        return base != null ? base.getPackageName() : super.getPackageName();
    }

    @Override
    public Context getApplicationContext() {
        return base != null ? base.getApplicationContext() : super.getApplicationContext();
    }

    @Override
    public File getExternalFilesDir(String type) {
        return base != null ? base.getExternalFilesDir(type) : super.getExternalFilesDir(type);
    }

    @Override
    public File getFilesDir() {
        return base != null ? base.getFilesDir() : super.getFilesDir();
    }

    @Override
    public File getCacheDir() {
        return base != null ? base.getCacheDir() : super.getCacheDir();
    }

    @Override
    public Object getSystemService(String name) {
        return base != null ? base.getSystemService(name) : super.getSystemService(name);
    }
}
