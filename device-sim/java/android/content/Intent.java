package android.content;

import android.os.Bundle;

/**
 * Host stand-in for android.content.Intent: an action, a component name and the extras an
 * activity reads (`am start -e KEY VALUE` puts string extras).
 */
public class Intent {
    public static final String ACTION_MAIN = "android.intent.action.MAIN";

    private String action;
    private String className;
    private Bundle extras;

    public Intent() {}

    public Intent(String action) {
        this.action = action;
    }

    public String getAction() {
        return action;
    }

    public Intent setAction(String action) {
        this.action = action;
        return this;
    }

    public Intent setClassName(String packageName, String className) {
        this.className = className;
        return this;
    }

    /** Host only: the activity class this intent starts. */
    public String getClassName() {
        return className;
    }

    public boolean hasExtra(String name) {
        return extras != null && extras.containsKey(name);
    }

    public Bundle getExtras() {
        return extras == null ? null : new Bundle(extras);
    }

    public String getStringExtra(String name) {
        return extras == null ? null : extras.getString(name);
    }

    public int getIntExtra(String name, int defaultValue) {
        return extras == null ? defaultValue : extras.getInt(name, defaultValue);
    }

    public long getLongExtra(String name, long defaultValue) {
        return extras == null ? defaultValue : extras.getLong(name, defaultValue);
    }

    public boolean getBooleanExtra(String name, boolean defaultValue) {
        return extras == null ? defaultValue : extras.getBoolean(name, defaultValue);
    }

    public Intent putExtra(String name, String value) {
        extras().putString(name, value);
        return this;
    }

    public Intent putExtra(String name, int value) {
        extras().putInt(name, value);
        return this;
    }

    public Intent putExtra(String name, long value) {
        extras().putLong(name, value);
        return this;
    }

    public Intent putExtra(String name, boolean value) {
        extras().putBoolean(name, value);
        return this;
    }

    private Bundle extras() {
        if (extras == null) {
            extras = new Bundle();
        }
        return extras;
    }
}
