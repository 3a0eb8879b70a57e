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
        return typed(key, Byte.class, defaultValue);
    }

    public char getChar(String key) {
        return getChar(key, (char) 0);
    }

    public char getChar(String key, char defaultValue) {
        return typed(key, Character.class, defaultValue);
    }

    public short getShort(String key) {
        return getShort(key, (short) 0);
    }

    public short getShort(String key, short defaultValue) {
        return typed(key, Short.class, defaultValue);
    }

    public float getFloat(String key) {
        return getFloat(key, 0f);
    }

    public float getFloat(String key, float defaultValue) {
        return typed(key, Float.class, defaultValue);
    }

    public CharSequence getCharSequence(String key) {
        return typed(key, CharSequence.class, null);
    }

    public Bundle getBundle(String key) {
        return typed(key, Bundle.class, null);
    }

    public java.io.Serializable getSerializable(String key) {
        return typed(key, java.io.Serializable.class, null);
    }

    public byte[] getByteArray(String key) {
        return typed(key, byte[].class, null);
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
