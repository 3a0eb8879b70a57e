package android.os;

import java.util.ArrayList;

/** Host stand-in for android.os.Bundle (no parceling: values are kept as they are). */
public final class Bundle extends BaseBundle {
    public static final Bundle EMPTY = new Bundle();

    public Bundle() {}

    public Bundle(Bundle other) {
        super(other);
    }

    public void putAll(Bundle other) {
        map.putAll(other.map);
    }

    public void putByte(String key, byte value) {
        map.put(key, value);
    }

    public void putChar(String key, char value) {
        map.put(key, value);
    }

    public void putShort(String key, short value) {
        map.put(key, value);
    }

    public void putFloat(String key, float value) {
        map.put(key, value);
    }

    public void putCharSequence(String key, CharSequence value) {
        map.put(key, value);
    }

    public void putBundle(String key, Bundle value) {
        map.put(key, value);
    }

    public void putSerializable(String key, java.io.Serializable value) {
        map.put(key, value);
    }

    public void putByteArray(String key, byte[] value) {
        map.put(key, value);
    }

    public void putIntegerArrayList(String key, ArrayList<Integer> value) {
        map.put(key, value);
    }

    public void putStringArrayList(String key, ArrayList<String> value) {
        map.put(key, value);
    }

    public byte getByte(String key) {
        return getByte(key, (byte) 0);
    }

    public Byte getByte(String key, byte defaultValue) {
        Object o = map.get(key);
        return o instanceof Byte ? (Byte) o : defaultValue;
    }

    public char getChar(String key) {
        return getChar(key, (char) 0);
    }

    public char getChar(String key, char defaultValue) {
        Object o = map.get(key);
        return o instanceof Character ? (Character) o : defaultValue;
    }

    public short getShort(String key) {
        return getShort(key, (short) 0);
    }

    public short getShort(String key, short defaultValue) {
        Object o = map.get(key);
        return o instanceof Short ? (Short) o : defaultValue;
    }

    public float getFloat(String key) {
        return getFloat(key, 0f);
    }

    public float getFloat(String key, float defaultValue) {
        Object o = map.get(key);
        return o instanceof Float ? (Float) o : defaultValue;
    }

    public CharSequence getCharSequence(String key) {
        Object o = map.get(key);
        return o instanceof CharSequence ? (CharSequence) o : null;
    }

    public Bundle getBundle(String key) {
        Object o = map.get(key);
        return o instanceof Bundle ? (Bundle) o : null;
    }

    public java.io.Serializable getSerializable(String key) {
        Object o = map.get(key);
        return o instanceof java.io.Serializable ? (java.io.Serializable) o : null;
    }

    public byte[] getByteArray(String key) {
        Object o = map.get(key);
        return o instanceof byte[] ? (byte[]) o : null;
    }

    @SuppressWarnings("unchecked")
    public ArrayList<Integer> getIntegerArrayList(String key) {
        return (ArrayList<Integer>) (ArrayList<?>) getList(key);
    }

    @SuppressWarnings("unchecked")
    public ArrayList<String> getStringArrayList(String key) {
        return (ArrayList<String>) (ArrayList<?>) getList(key);
    }

    @Override
    public String toString() {
        return "Bundle[" + map + "]";
    }
}
