package android.os;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** Host stand-in for android.os.BaseBundle: a map from string keys to values. */
public class BaseBundle {
    final Map<String, Object> map;

    BaseBundle() {
        map = new LinkedHashMap<String, Object>();
    }

    BaseBundle(BaseBundle other) {
        map = new LinkedHashMap<String, Object>(other.map);
    }

    /** The value under {@code key} if it is a {@code type}, else {@code fallback}. */
    final <T> T typed(String key, Class<T> type, T fallback) {
        Object o = map.get(key);
        return type.isInstance(o) ? type.cast(o) : fallback;
    }

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public void clear() {
        map.clear();
    }

    public boolean containsKey(String key) {
        return map.containsKey(key);
    }

    public Object get(String key) {
        return map.get(key);
    }

    public void remove(String key) {
        map.remove(key);
    }

    public Set<String> keySet() {
        return map.keySet();
    }

    public void putBoolean(String key, boolean value) {
        map.put(key, value);
    }

    public void putInt(String key, int value) {
        map.put(key, value);
    }

    public void putLong(String key, long value) {
        map.put(key, value);
    }

    public void putDouble(String key, double value) {
        map.put(key, value);
    }

    public void putString(String key, String value) {
        map.put(key, value);
    }

    public void putIntArray(String key, int[] value) {
        map.put(key, value);
    }

    public void putLongArray(String key, long[] value) {
        map.put(key, value);
    }

    public void putStringArray(String key, String[] value) {
        map.put(key, value);
    }

    public boolean getBoolean(String key) {
        return getBoolean(key, false);
    }

    public boolean getBoolean(String key, boolean defaultValue) {
        return typed(key, Boolean.class, defaultValue);
    }

    public int getInt(String key) {
        return getInt(key, 0);
    }

    public int getInt(String key, int defaultValue) {
        return typed(key, Integer.class, defaultValue);
    }

    public long getLong(String key) {
        return getLong(key, 0L);
    }

    public long getLong(String key, long defaultValue) {
        return typed(key, Long.class, defaultValue);
    }

    public double getDouble(String key) {
        return getDouble(key, 0.0);
    }

    public double getDouble(String key, double defaultValue) {
        return typed(key, Double.class, defaultValue);
    }

    public String getString(String key) {
        return typed(key, String.class, null);
    }

    public String getString(String key, String defaultValue) {
        String s = getString(key);
        return s != null ? s : defaultValue;
    }

    public int[] getIntArray(String key) {
        return typed(key, int[].class, null);
    }

    public long[] getLongArray(String key) {
        return typed(key, long[].class, null);
    }

    public String[] getStringArray(String key) {
        return typed(key, String[].class, null);
    }

    @SuppressWarnings("unchecked")
    ArrayList<Object> getList(String key) {
        Object o = map.get(key);
        return o instanceof ArrayList ? (ArrayList<Object>) o : null;
    }
}
