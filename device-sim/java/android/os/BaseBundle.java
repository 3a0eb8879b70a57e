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
        Object o = map.get(key);
        return o instanceof Boolean ? (Boolean) o : defaultValue;
    }

    public int getInt(String key) {
        return getInt(key, 0);
    }

    public int getInt(String key, int defaultValue) {
        Object o = map.get(key);
        return o instanceof Integer ? (Integer) o : defaultValue;
    }

    public long getLong(String key) {
        return getLong(key, 0L);
    }

    public long getLong(String key, long defaultValue) {
        Object o = map.get(key);
        return o instanceof Long ? (Long) o : defaultValue;
    }

    public double getDouble(String key) {
        return getDouble(key, 0.0);
    }

    public double getDouble(String key, double defaultValue) {
        Object o = map.get(key);
        return o instanceof Double ? (Double) o : defaultValue;
    }

    public String getString(String key) {
        Object o = map.get(key);
        return o instanceof String ? (String) o : null;
    }

    public String getString(String key, String defaultValue) {
        String s = getString(key);
        return s != null ? s : defaultValue;
    }

    public int[] getIntArray(String key) {
        Object o = map.get(key);
        return o instanceof int[] ? (int[]) o : null;
    }

    public long[] getLongArray(String key) {
        Object o = map.get(key);
        return o instanceof long[] ? (long[]) o : null;
    }

    public String[] getStringArray(String key) {
        Object o = map.get(key);
        return o instanceof String[] ? (String[]) o : null;
    }

    @SuppressWarnings("unchecked")
    ArrayList<Object> getList(String key) {
        Object o = map.get(key);
        return o instanceof ArrayList ? (ArrayList<Object>) o : null;
    }
}
