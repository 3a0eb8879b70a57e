package android.os;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Host stand-in for android.os.Looper: a per-thread queue of messages ordered by due time.
 * quitSafely() lets the messages already due run and drops the delayed ones, as on Android.
 */
public final class Looper {
    private static final ThreadLocal<Looper> CURRENT = new ThreadLocal<Looper>();
    private static Looper main;

    private final Thread thread;
    /** Sorted by due time, then by arrival. Guarded by this. */
    private final List<Message> queue = new ArrayList<Message>();
    private boolean quitting;

    private Looper() {
        thread = Thread.currentThread();
    }

    public static void prepare() {
        if (CURRENT.get() != null) {
            throw new RuntimeException("Only one Looper may be created per thread");
        }
        CURRENT.set(new Looper());
    }

    public static void prepareMainLooper() {
        prepare();
        synchronized (Looper.class) {
            if (main != null) {
                throw new IllegalStateException("The main Looper has already been prepared.");
            }
            main = CURRENT.get();
        }
    }

    public static synchronized Looper getMainLooper() {
        return main;
    }

    public static Looper myLooper() {
        return CURRENT.get();
    }

    public static void loop() {
        Looper me = CURRENT.get();
        if (me == null) {
            throw new RuntimeException("No Looper; Looper.prepare() wasn't called on this thread.");
        }
        for (Message m = me.next(); m != null; m = me.next()) {
            m.target.dispatchMessage(m);
        }
    }

    public Thread getThread() {
        return thread;
    }

    public boolean isCurrentThread() {
        return thread == Thread.currentThread();
    }

    public synchronized void quit() {
        quitting = true;
        queue.clear();
        notifyAll();
    }

    public synchronized void quitSafely() {
        quitting = true;
        long now = SystemClock.uptimeMillis();
        for (Iterator<Message> it = queue.iterator(); it.hasNext(); ) {
            if (it.next().when > now) {
                it.remove();
            }
        }
        notifyAll();
    }

    synchronized boolean enqueue(Message m, long when) {
        if (quitting) {
            return false;
        }
        m.when = when;
        int i = queue.size();
        while (i > 0 && queue.get(i - 1).when > when) {
            i--;
        }
        queue.add(i, m);
        notifyAll();
        return true;
    }

    synchronized void remove(Handler h, int what, Runnable r, Object token, boolean byWhat) {
        for (Iterator<Message> it = queue.iterator(); it.hasNext(); ) {
            Message m = it.next();
            boolean match = m.target == h
                    && (byWhat ? m.callback == null && m.what == what : m.callback == r)
                    && (token == null || m.obj == token);
            if (match) {
                it.remove();
            }
        }
    }

    synchronized boolean has(Handler h, int what) {
        for (Message m : queue) {
            if (m.target == h && m.callback == null && m.what == what) {
                return true;
            }
        }
        return false;
    }

    /** The next due message, waiting for it; null once quitting and nothing due is left. */
    private synchronized Message next() {
        while (true) {
            long now = SystemClock.uptimeMillis();
            if (!queue.isEmpty() && queue.get(0).when <= now) {
                return queue.remove(0);
            }
            if (quitting) {
                return null;
            }
            try {
                if (queue.isEmpty()) {
                    wait();
                } else {
                    wait(Math.max(1, queue.get(0).when - now));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
    }
}
