package android.os;

/** Host stand-in for android.os.Message (no pooling: obtain() allocates). */
public final class Message {
    public int what;
    public int arg1;
    public int arg2;
    public Object obj;
    Handler target;
    Runnable callback;
    long when;
    private Bundle data;

    public Message() {}

    public static Message obtain() {
        return new Message();
    }

    public static Message obtain(Handler h, int what) {
        Message m = new Message();
        m.target = h;
        m.what = what;
        return m;
    }

    public static Message obtain(Handler h, int what, Object obj) {
        Message m = obtain(h, what);
        m.obj = obj;
        return m;
    }

    public static Message obtain(Handler h, int what, int arg1, int arg2, Object obj) {
        Message m = obtain(h, what, obj);
        m.arg1 = arg1;
        m.arg2 = arg2;
        return m;
    }

    public Handler getTarget() {
        return target;
    }

    public void setTarget(Handler target) {
        this.target = target;
    }

    public Runnable getCallback() {
        return callback;
    }

    public long getWhen() {
        return when;
    }

    public Bundle getData() {
        if (data == null) {
            data = new Bundle();
        }
        return data;
    }

    public void setData(Bundle data) {
        this.data = data;
    }

    public void sendToTarget() {
        target.sendMessage(this);
    }

    public void recycle() {}
}
