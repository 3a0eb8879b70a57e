package android.os;

/** Host stand-in for android.os.Handler: posts runnables and messages to a {@link Looper}. */
public class Handler {
    public interface Callback {
        boolean handleMessage(Message msg);
    }

    private final Looper looper;
    private final Callback callback;

    public Handler() {
        this(Looper.myLooper(), null);
    }

    public Handler(Callback callback) {
        this(Looper.myLooper(), callback);
    }

    public Handler(Looper looper) {
        this(looper, null);
    }

    public Handler(Looper looper, Callback callback) {
        if (looper == null) {
            throw new RuntimeException(
                    "Can't create handler inside thread " + Thread.currentThread()
                            + " that has not called Looper.prepare()");
        }
        this.looper = looper;
        this.callback = callback;
    }

    public final Looper getLooper() {
        return looper;
    }

    public void handleMessage(Message msg) {}

    public void dispatchMessage(Message msg) {
        if (msg.callback != null) {
            msg.callback.run();
        } else if (callback == null || !callback.handleMessage(msg)) {
            handleMessage(msg);
        }
    }

    public final Message obtainMessage() {
        return Message.obtain(this, 0);
    }

    public final Message obtainMessage(int what) {
        return Message.obtain(this, what);
    }

    public final Message obtainMessage(int what, Object obj) {
        return Message.obtain(this, what, obj);
    }

    public final Message obtainMessage(int what, int arg1, int arg2, Object obj) {
        return Message.obtain(this, what, arg1, arg2, obj);
    }

    public final boolean post(Runnable r) {
        return postDelayed(r, 0);
    }

    public final boolean postDelayed(Runnable r, long delayMillis) {
        return postAtTime(r, SystemClock.uptimeMillis() + Math.max(0, delayMillis));
    }

    public final boolean postAtTime(Runnable r, long uptimeMillis) {
        Message m = Message.obtain(this, 0);
        m.callback = r;
        return looper.enqueue(m, uptimeMillis);
    }

    public final boolean postAtFrontOfQueue(Runnable r) {
        Message m = Message.obtain(this, 0);
        m.callback = r;
        return looper.enqueue(m, Long.MIN_VALUE);
    }

    public final boolean sendMessage(Message msg) {
        return sendMessageDelayed(msg, 0);
    }

    public final boolean sendEmptyMessage(int what) {
        return sendMessage(obtainMessage(what));
    }

    public final boolean sendEmptyMessageDelayed(int what, long delayMillis) {
        return sendMessageDelayed(obtainMessage(what), delayMillis);
    }

    public final boolean sendMessageDelayed(Message msg, long delayMillis) {
        return sendMessageAtTime(msg, SystemClock.uptimeMillis() + Math.max(0, delayMillis));
    }

    public boolean sendMessageAtTime(Message msg, long uptimeMillis) {
        msg.target = this;
        return looper.enqueue(msg, uptimeMillis);
    }

    public final void removeCallbacks(Runnable r) {
        looper.remove(this, 0, r, null, false);
    }

    public final void removeCallbacks(Runnable r, Object token) {
        looper.remove(this, 0, r, token, false);
    }

    public final void removeMessages(int what) {
        looper.remove(this, what, null, null, true);
    }

    public final boolean hasMessages(int what) {
        return looper.has(this, what);
    }
}
