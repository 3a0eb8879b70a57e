import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicInterpreter;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.Interpreter;

/**
 * Lets a current JVM load what enjarify makes of modern dex, with the verifier on.
 *
 * <p>enjarify writes class files of version 49, which predates interface methods with code and
 * interface method references at {@code invokestatic}/{@code invokespecial}; dex has allowed
 * both since API 24. A class that declares such methods (an interface with default, static or
 * private methods) is raised to version 52, its interface calls are marked as such, and its
 * stack map frames are computed, as version 52 requires. A class that calls static interface
 * methods, or the default of one of our interfaces with {@code invokespecial}
 * ({@code Iface.super.m()}, made by a static helper added to the interface), keeps version 49
 * and makes those calls through a bridge class of version 52 in its package (one per package
 * and jar), so that its constructors keep what only version 49 allows (below). Only a class
 * calling a platform interface's default with {@code invokespecial} must be raised itself.
 * Every other class keeps its bytes.
 *
 * <p>Version 52 brings the type-checking verifier, which refuses what dex allows and version
 * 49's verifier accepts around a constructor's initialisation of {@code this}: a handler that
 * covers the initialising call, and one reached both before and after it (as adaptrace's
 * catch-all around a whole constructor is). Handler ranges are cut around that call, and a
 * handler reached in both states gets a copy for the ranges before it (see
 * {@link #splitHandlersAtThisInit}); an app's own handler over the call is reported instead.
 *
 * <p>Usage: {@code UpgradeClasses [--platform JAR]... JAR...}. The class hierarchy for frame
 * computation comes from every JAR, the platform jars and the running JDK. Each JAR is
 * rewritten in place (a new file renamed over it) when one of its classes changes. Prints, on
 * standard output, {@code upgraded CLASS} for each class raised, {@code bridged CLASS} for each
 * class given bridges, {@code uncovered CLASS<TAB>METHOD} for each constructor whose call of
 * {@code super} lost adaptrace's catch-all, and {@code failed CLASS<TAB>METHOD<TAB>REASON} for
 * each class that could not be raised (it keeps its bytes; METHOD is empty when no method is to
 * blame).
 */
public final class UpgradeClasses {
    private static final int JAVA_8 = Opcodes.V1_8;
    private static final String OBJECT = "java/lang/Object";

    /** What frame computation needs to know of a class. */
    private static final class Header {
        final String superName;
        final boolean isInterface;

        Header(String superName, boolean isInterface) {
            this.superName = superName;
            this.isInterface = isInterface;
        }
    }

    /** Classes of the jars and the platform jars, then of the JDK as they are asked for. */
    private final Map<String, Header> headers = new HashMap<>();

    /** Classes of the jars being rewritten (not of the platform jars or the JDK). */
    private final Set<String> ours = new HashSet<>();

    /**
     * Static helpers to add to our interfaces, one per method that a class calls on them with
     * invokespecial ({@code Iface.super.m()}): interface -> method name and descriptor -> helper.
     */
    private final Map<String, Map<String, String>> superHelpers = new HashMap<>();

    private UpgradeClasses() {}

    public static void main(String[] args) throws IOException {
        UpgradeClasses upgrade = new UpgradeClasses();
        List<Path> jars = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--platform") && i + 1 < args.length) {
                upgrade.readHeaders(readJar(Paths.get(args[++i])), false);
            } else {
                jars.add(Paths.get(args[i]));
            }
        }
        if (jars.isEmpty()) {
            System.err.println("usage: UpgradeClasses [--platform JAR]... JAR...");
            System.exit(2);
        }
        List<Map<String, byte[]>> contents = new ArrayList<>();
        for (Path jar : jars) {
            Map<String, byte[]> entries = readJar(jar);
            upgrade.readHeaders(entries, true);
            contents.add(entries);
        }
        for (Map<String, byte[]> entries : contents) {
            upgrade.planSuperHelpers(entries);
        }
        for (int i = 0; i < jars.size(); i++) {
            if (upgrade.upgradeAll(contents.get(i), i)) {
                writeJar(jars.get(i), contents.get(i));
            }
        }
        System.out.flush();
    }

    /** What a class needs for the JVM. */
    private enum Need {
        NOTHING,
        /** Calls interface methods that bridges can make, and nothing else needs version 52. */
        BRIDGES,
        /** Version 52 with frames. */
        UPGRADE
    }

    /**
     * Upgrades or bridges the classes of the jar numbered {@code jar} that need it and adds
     * the bridge classes; whether anything changed.
     */
    private boolean upgradeAll(Map<String, byte[]> entries, int jar) {
        boolean[] changed = {false};
        Map<String, Bridges> bridges = new LinkedHashMap<>();
        eachClass(entries, (e, reader) -> {
            Need need = need(reader);
            if (need == Need.NOTHING) {
                return;
            }
            String[] blamed = {""};
            try {
                if (need == Need.UPGRADE) {
                    e.setValue(upgrade(reader, blamed));
                    System.out.println("upgraded " + reader.getClassName());
                } else {
                    String name = reader.getClassName();
                    String pkg = name.substring(0, name.lastIndexOf('/') + 1);
                    Bridges forPackage = bridges.computeIfAbsent(pkg,
                            p -> new Bridges(p + "Adaptrace$InterfaceStatics$" + jar));
                    e.setValue(bridge(reader, forPackage));
                    System.out.println("bridged " + name);
                }
                changed[0] = true;
            } catch (RuntimeException ex) {
                String reason = String.valueOf(ex.getMessage()).replace('\t', ' ').replace('\n', ' ');
                System.out.println("failed " + reader.getClassName() + "\t" + blamed[0] + "\t"
                        + ex.getClass().getSimpleName() + ": " + reason);
            }
        });
        for (Bridges b : bridges.values()) {
            entries.put(b.name + ".class", b.toByteArray());
        }
        return changed[0];
    }

    /**
     * Version 52 for an interface with code (or one that gets super helpers) and for a class
     * calling a platform interface's default with invokespecial; bridges for a class that calls
     * static interface methods or our interfaces' defaults with invokespecial (it keeps version
     * 49 and its verifier, which accepts a handler over a constructor's call of {@code super}:
     * the runtime's catch-all, whose unwind probe the trace needs).
     */
    private Need need(ClassReader reader) {
        // The major version follows the magic and the minor version.
        if (reader.readUnsignedShort(6) >= JAVA_8) {
            return Need.NOTHING;
        }
        boolean isInterface = (reader.getAccess() & Opcodes.ACC_INTERFACE) != 0;
        boolean[] upgrade = {superHelpers.containsKey(reader.getClassName())};
        boolean[] statics = {false};
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor,
                    String signature, String[] exceptions) {
                if (isInterface && (access & Opcodes.ACC_ABSTRACT) == 0 && !name.equals("<clinit>")) {
                    upgrade[0] = true;
                }
                if (upgrade[0]) {
                    return null;
                }
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitMethodInsn(int opcode, String owner, String name,
                            String descriptor, boolean isInterfaceRef) {
                        if (needsInterfaceRef(opcode, owner, isInterfaceRef)) {
                            // A super call on our interface goes through its helper; on the
                            // platform's, only version 52 can make it.
                            boolean bridgeable = opcode == Opcodes.INVOKESTATIC || ours.contains(owner);
                            upgrade[0] |= !bridgeable || isInterface;
                            statics[0] = true;
                        }
                    }
                };
            }
        }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        if (upgrade[0]) {
            return Need.UPGRADE;
        }
        return statics[0] ? Need.BRIDGES : Need.NOTHING;
    }

    /** The class with its static interface calls going through {@code bridges}; still version 49. */
    private byte[] bridge(ClassReader reader, Bridges bridges) {
        ClassWriter writer = new ClassWriter(reader, 0);
        reader.accept(eachMethod(writer, (next, name, descriptor) ->
                new MethodVisitor(Opcodes.ASM9, next) {
                    @Override
                    public void visitMethodInsn(int opcode, String owner, String method,
                            String methodDescriptor, boolean isInterfaceRef) {
                        if (!needsInterfaceRef(opcode, owner, isInterfaceRef)) {
                            super.visitMethodInsn(opcode, owner, method, methodDescriptor,
                                    isInterfaceRef);
                        } else if (opcode == Opcodes.INVOKESTATIC) {
                            super.visitMethodInsn(opcode, bridges.name,
                                    bridges.forCall(owner, method, methodDescriptor),
                                    methodDescriptor, false);
                        } else {
                            // Iface.super.m(): the interface's helper makes the call.
                            String helper = superHelpers.get(owner).get(method + methodDescriptor);
                            String helperDescriptor = helperDescriptor(owner, methodDescriptor);
                            super.visitMethodInsn(Opcodes.INVOKESTATIC, bridges.name,
                                    bridges.forCall(owner, helper, helperDescriptor),
                                    helperDescriptor, false);
                        }

                    }
                }), 0);
        return writer.toByteArray();
    }

    /**
     * A class of version 52 in the callers' package whose static methods call static interface
     * methods for classes that stay at version 49 (whose calls cannot name an interface).
     */
    private static final class Bridges {
        final String name;
        private final ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        private final Map<String, String> methods = new HashMap<>();

        Bridges(String name) {
            this.name = name;
            writer.visit(JAVA_8, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SYNTHETIC
                    | Opcodes.ACC_SUPER, name, null, OBJECT, null);
        }

        /** The bridge method for {@code owner.method(descriptor)}, written on first use. */
        String forCall(String owner, String method, String descriptor) {
            return methods.computeIfAbsent(owner + '.' + method + descriptor, key -> {
                String bridge = "call" + methods.size();
                forward(writer.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC
                        | Opcodes.ACC_SYNTHETIC, bridge, descriptor, null, null), descriptor,
                        Opcodes.INVOKESTATIC, owner, method, descriptor);
                return bridge;
            });
        }

        byte[] toByteArray() {
            writer.visitEnd();
            return writer.toByteArray();
        }
    }

    private boolean needsInterfaceRef(int opcode, String owner, boolean isInterfaceRef) {
        return !isInterfaceRef
                && (opcode == Opcodes.INVOKESTATIC || opcode == Opcodes.INVOKESPECIAL)
                && isInterface(owner);
    }

    /** The class at version 52 with interface references marked and frames computed. */
    private byte[] upgrade(ClassReader reader, String[] blamed) {
        ClassNode node = new ClassNode();
        reader.accept(node, ClassReader.SKIP_FRAMES);
        node.version = JAVA_8;
        Map<String, String> helpers = superHelpers.getOrDefault(node.name, Map.of());
        for (Map.Entry<String, String> helper : helpers.entrySet()) {
            node.methods.add(superHelper(node.name, helper.getKey(), helper.getValue()));
        }
        for (MethodNode method : node.methods) {
            blamed[0] = method.name + method.desc;
            for (AbstractInsnNode insn : method.instructions) {
                if (insn instanceof MethodInsnNode) {
                    MethodInsnNode call = (MethodInsnNode) insn;
                    call.itf |= needsInterfaceRef(call.getOpcode(), call.owner, call.itf);
                }
            }
            if (method.name.equals("<init>") && !method.tryCatchBlocks.isEmpty()
                    && splitHandlersAtThisInit(node.name, method)) {
                System.out.println("uncovered " + node.name + "\t" + method.name + method.desc);
            }
        }
        blamed[0] = "";
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return commonSuperClass(a, b);
            }
        };
        node.accept(eachMethod(writer, (next, name, descriptor) ->
                new MethodVisitor(Opcodes.ASM9, next) {
                    @Override
                    public void visitMaxs(int maxStack, int maxLocals) {
                        // Frames are computed here: a failure is this method's.
                        blamed[0] = name + descriptor;
                        super.visitMaxs(maxStack, maxLocals);
                        blamed[0] = "";
                    }
                }));
        return writer.toByteArray();
    }

    private static final BasicValue THIS_BEFORE_INIT =
            new BasicValue(Type.getObjectType("adaptrace/uninitializedThis"));

    /** Per instruction: unreachable, the call that initialises `this`, after it, before it. */
    private static final int UNREACHABLE = -2;
    private static final int INITIALIZING = -1;
    private static final int INITIALIZED = 0;
    private static final int BEFORE_INIT = 1;

    /**
     * Makes a constructor's handlers acceptable to the type-checking verifier: no handler may
     * cover the call that initialises {@code this} (the frame after it keeps the "not
     * initialised" flag, which no handler frame can match once {@code this} is), and a handler
     * reached both before and after that call is copied for the ranges before it. Only
     * adaptrace's own catch-all may lose the call (its unwind probe is then skipped when the
     * superclass constructor throws); returns whether it did for a superclass other than
     * {@code Object}.
     */
    private static boolean splitHandlersAtThisInit(String owner, MethodNode method) {
        InsnList code = method.instructions;
        // Indices into the code as analysed: labels inserted below do not shift them.
        AbstractInsnNode[] nodes = code.toArray();
        int[] states = thisStates(owner, method, nodes);
        Map<AbstractInsnNode, Integer> index = new IdentityHashMap<>();
        for (int i = 0; i < nodes.length; i++) {
            index.put(nodes[i], i);
        }
        List<List<int[]>> runsOf = new ArrayList<>();
        Map<LabelNode, Integer> statesOf = new IdentityHashMap<>();
        boolean changes = false;
        boolean uncovered = false;
        for (TryCatchBlockNode block : method.tryCatchBlocks) {
            int from = index.get(block.start);
            int to = index.get(block.end);
            boolean coversInit = false;
            for (int i = from; i < to; i++) {
                if (states[i] == INITIALIZING) {
                    coversInit = true;
                    // Object's constructor throws nothing: losing the handler there loses nothing.
                    uncovered |= !((MethodInsnNode) nodes[i]).owner.equals(OBJECT);
                }
            }
            if (coversInit && !isAdaptraceHandler(block.handler)) {
                throw new IllegalStateException("an exception handler of the app covers the call "
                        + "that initialises `this`, which the JVM's verifier refuses at class "
                        + "version 52 (ART accepts it)");
            }
            changes |= coversInit;
            List<int[]> runs = runs(states, from, to);
            runsOf.add(runs);
            for (int[] run : runs) {
                statesOf.merge(block.handler, 1 << run[2], (a, b) -> a | b);
            }
        }
        changes |= statesOf.containsValue(3);
        if (!changes) {
            return false;
        }
        Map<LabelNode, LabelNode> copies = new IdentityHashMap<>();
        List<TryCatchBlockNode> split = new ArrayList<>();
        for (int b = 0; b < runsOf.size(); b++) {
            TryCatchBlockNode block = method.tryCatchBlocks.get(b);
            boolean both = statesOf.getOrDefault(block.handler, 0) == 3;
            for (int[] run : runsOf.get(b)) {
                LabelNode handler = block.handler;
                if (both && run[2] == BEFORE_INIT) {
                    handler = copies.computeIfAbsent(block.handler, h -> copyHandler(method, h));
                }
                split.add(new TryCatchBlockNode(labelAt(code, nodes, run[0]),
                        labelAt(code, nodes, run[1]), handler, block.type));
            }
        }
        method.tryCatchBlocks = split;
        return uncovered;
    }

    /** Whether a handler is the runtime's catch-all: it calls into {@code adaptrace/rt/}. */
    private static boolean isAdaptraceHandler(LabelNode handler) {
        for (AbstractInsnNode insn = handler.getNext(); insn != null; insn = insn.getNext()) {
            if (insn instanceof MethodInsnNode
                    && ((MethodInsnNode) insn).owner.startsWith("adaptrace/rt/")) {
                return true;
            }
            if (insn.getOpcode() == Opcodes.ATHROW || insn instanceof JumpInsnNode) {
                return false;
            }
        }
        return false;
    }

    /** The state of {@code this} at each instruction (see {@link #BEFORE_INIT}). */
    private static int[] thisStates(String owner, MethodNode method, AbstractInsnNode[] nodes) {
        Interpreter<BasicValue> interpreter = new BasicInterpreter(Opcodes.ASM9) {
            @Override
            public BasicValue newParameterValue(boolean isInstanceMethod, int local, Type type) {
                if (isInstanceMethod && local == 0) {
                    return THIS_BEFORE_INIT;
                }
                return newValue(type);
            }
        };
        Analyzer<BasicValue> analyzer = new Analyzer<BasicValue>(interpreter) {
            @Override
            protected Frame<BasicValue> newFrame(int numLocals, int numStack) {
                return new InitFrame(numLocals, numStack);
            }

            @Override
            protected Frame<BasicValue> newFrame(Frame<? extends BasicValue> frame) {
                InitFrame copy = new InitFrame(frame.getLocals(), frame.getMaxStackSize());
                copy.init(frame);
                return copy;
            }
        };
        Frame<BasicValue>[] frames;
        try {
            frames = analyzer.analyze(owner, method);
        } catch (AnalyzerException e) {
            throw new IllegalStateException("cannot follow `this` through the constructor: "
                    + e.getMessage(), e);
        }
        int[] states = new int[frames.length];
        for (int i = 0; i < frames.length; i++) {
            InitFrame frame = (InitFrame) frames[i];
            if (frame == null) {
                states[i] = UNREACHABLE;
            } else if (frame.initializesThis(nodes[i])) {
                states[i] = INITIALIZING;
            } else {
                states[i] = frame.holdsUninitializedThis() ? BEFORE_INIT : INITIALIZED;
            }
        }
        return states;
    }

    /** A frame in which a call of {@code <init>} on uninitialised {@code this} initialises every copy of it. */
    private static final class InitFrame extends Frame<BasicValue> {
        InitFrame(int numLocals, int numStack) {
            super(numLocals, numStack);
        }

        @Override
        public void execute(AbstractInsnNode insn, Interpreter<BasicValue> interpreter)
                throws AnalyzerException {
            boolean initializesThis = initializesThis(insn);
            super.execute(insn, interpreter);
            if (initializesThis) {
                for (int i = 0; i < getLocals(); i++) {
                    if (getLocal(i) == THIS_BEFORE_INIT) {
                        setLocal(i, BasicValue.REFERENCE_VALUE);
                    }
                }
                for (int i = 0; i < getStackSize(); i++) {
                    if (getStack(i) == THIS_BEFORE_INIT) {
                        setStack(i, BasicValue.REFERENCE_VALUE);
                    }
                }
            }
        }

        /** Whether {@code insn}, run on this frame, is the call that initialises {@code this}. */
        boolean initializesThis(AbstractInsnNode insn) {
            if (insn.getOpcode() != Opcodes.INVOKESPECIAL
                    || !((MethodInsnNode) insn).name.equals("<init>")) {
                return false;
            }
            int arguments = Type.getArgumentTypes(((MethodInsnNode) insn).desc).length;
            return getStack(getStackSize() - 1 - arguments) == THIS_BEFORE_INIT;
        }

        /** Whether some slot holds uninitialised {@code this}: the JVM's flagThisUninit. */
        boolean holdsUninitializedThis() {
            for (int i = 0; i < getLocals(); i++) {
                if (getLocal(i) == THIS_BEFORE_INIT) {
                    return true;
                }
            }
            for (int i = 0; i < getStackSize(); i++) {
                if (getStack(i) == THIS_BEFORE_INIT) {
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * The range [from, to) cut where the state of {@code this} changes, without the calls that
     * initialise it: {start, end, state}. Unreachable instructions join the run before them.
     */
    private static List<int[]> runs(int[] states, int from, int to) {
        List<int[]> runs = new ArrayList<>();
        int[] open = null;
        for (int i = from; i < to; i++) {
            int state = states[i];
            if (state == UNREACHABLE || (open != null && open[2] == state)) {
                continue;
            }
            if (open != null) {
                open[1] = i;
                open = null;
            }
            if (state != INITIALIZING) {
                open = new int[] {i, to, state};
                runs.add(open);
            }
        }
        return runs;
    }

    /** A label at index {@code at} of the analysed {@code nodes} (inserted unless one is there). */
    private static LabelNode labelAt(InsnList code, AbstractInsnNode[] nodes, int at) {
        if (at < nodes.length && nodes[at] instanceof LabelNode) {
            return (LabelNode) nodes[at];
        }
        LabelNode label = new LabelNode();
        if (at < nodes.length) {
            code.insertBefore(nodes[at], label);
        } else {
            code.add(label);
        }
        return label;
    }

    /**
     * Appends a copy of the handler at {@code handler} to the method: straight-line code up to
     * its {@code athrow}. Anything else cannot be copied without following its branches.
     */
    private static LabelNode copyHandler(MethodNode method, LabelNode handler) {
        List<AbstractInsnNode> body = new ArrayList<>();
        for (AbstractInsnNode insn = handler.getNext(); ; insn = insn.getNext()) {
            if (insn == null || insn instanceof JumpInsnNode || insn instanceof TableSwitchInsnNode
                    || insn instanceof LookupSwitchInsnNode
                    || (insn.getOpcode() >= Opcodes.IRETURN && insn.getOpcode() <= Opcodes.RETURN)) {
                throw new IllegalStateException("an exception handler covers the constructor's "
                        + "initialisation of `this` and does not end in a plain athrow, so the "
                        + "JVM's verifier cannot accept it at class version 52");
            }
            body.add(insn);
            if (insn.getOpcode() == Opcodes.ATHROW) {
                break;
            }
        }
        Map<LabelNode, LabelNode> labels = new HashMap<>();
        for (AbstractInsnNode insn : body) {
            if (insn instanceof LabelNode) {
                labels.put((LabelNode) insn, new LabelNode());
            }
        }
        LabelNode copy = new LabelNode();
        method.instructions.add(copy);
        for (AbstractInsnNode insn : body) {
            // Line numbers and frames would point back into the original; frames are recomputed.
            if (insn.getType() != AbstractInsnNode.LINE && insn.getType() != AbstractInsnNode.FRAME) {
                method.instructions.add(insn.clone(labels));
            }
        }
        return copy;
    }

    /** Registers a helper for every invokespecial on one of our interfaces in {@code entries}. */
    private void planSuperHelpers(Map<String, byte[]> entries) {
        eachClass(entries, (e, reader) -> {
            if (reader.readUnsignedShort(6) >= JAVA_8) {
                return;
            }
            reader.accept(eachMethod(null, (next, name, descriptor) ->
                    new MethodVisitor(Opcodes.ASM9) {
                        @Override
                        public void visitMethodInsn(int opcode, String owner, String method,
                                String methodDescriptor, boolean isInterfaceRef) {
                            if (opcode == Opcodes.INVOKESPECIAL && ours.contains(owner)
                                    && needsInterfaceRef(opcode, owner, isInterfaceRef)) {
                                Map<String, String> helpers =
                                        superHelpers.computeIfAbsent(owner, o -> new HashMap<>());
                                helpers.computeIfAbsent(method + methodDescriptor,
                                        key -> "adaptrace$super$" + helpers.size());
                            }
                        }
                    }), ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        });
    }

    /** {@code (Lowner;ARGS)R} for a helper standing for {@code owner.m(ARGS)R} on a receiver. */
    private static String helperDescriptor(String owner, String descriptor) {
        return "(L" + owner + ";" + descriptor.substring(1);
    }

    /**
     * {@code public static R helper(Iface self, ARGS)} in interface {@code owner}: invokespecial
     * of {@code owner.m} from inside {@code owner} selects the method that
     * {@code owner.super.m()} does in a class implementing it.
     */
    private static MethodNode superHelper(String owner, String method, String helper) {
        int paren = method.indexOf('(');
        String name = method.substring(0, paren);
        String descriptor = method.substring(paren);
        String helperDescriptor = helperDescriptor(owner, descriptor);
        MethodNode node = new MethodNode(Opcodes.ASM9, Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC
                | Opcodes.ACC_SYNTHETIC, helper, helperDescriptor, null, null);
        forward(node, helperDescriptor, Opcodes.INVOKESPECIAL, owner, name, descriptor);
        return node;
    }

    /**
     * Writes into {@code mv} a static method of descriptor {@code own} that passes all its
     * arguments on to the interface method {@code owner.name(descriptor)} with {@code opcode}
     * and returns what it returns.
     */
    private static void forward(MethodVisitor mv, String own, int opcode, String owner,
            String name, String descriptor) {
        mv.visitCode();
        int local = 0;
        for (Type argument : Type.getArgumentTypes(own)) {
            mv.visitVarInsn(argument.getOpcode(Opcodes.ILOAD), local);
            local += argument.getSize();
        }
        mv.visitMethodInsn(opcode, owner, name, descriptor, true);
        mv.visitInsn(Type.getReturnType(descriptor).getOpcode(Opcodes.IRETURN));
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** Calls {@code action} with each class file of {@code entries} that ASM can read. */
    private static void eachClass(Map<String, byte[]> entries,
            BiConsumer<Map.Entry<String, byte[]>, ClassReader> action) {
        for (Map.Entry<String, byte[]> e : entries.entrySet()) {
            if (!e.getKey().endsWith(".class")) {
                continue;
            }
            ClassReader reader;
            try {
                reader = new ClassReader(e.getValue());
            } catch (RuntimeException ex) {
                // Not a class file ASM can read: nothing to rewrite, no part in the hierarchy.
                continue;
            }
            action.accept(e, reader);
        }
    }

    /** Wraps each method's visitor on its way to {@code next}. */
    private interface MethodWrapper {
        MethodVisitor wrap(MethodVisitor next, String name, String descriptor);
    }

    /** A class visitor passing everything to {@code next}, each method through {@code wrapper}. */
    private static ClassVisitor eachMethod(ClassVisitor next, MethodWrapper wrapper) {
        return new ClassVisitor(Opcodes.ASM9, next) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor,
                    String signature, String[] exceptions) {
                return wrapper.wrap(super.visitMethod(access, name, descriptor, signature,
                        exceptions), name, descriptor);
            }
        };
    }

    /** The nearest common superclass, as the verifier merges types; interfaces merge to Object. */
    private String commonSuperClass(String a, String b) {
        Header ha = header(a);
        Header hb = header(b);
        if (ha == null || hb == null || ha.isInterface || hb.isInterface) {
            return OBJECT;
        }
        List<String> chain = new ArrayList<>();
        for (String c = a; c != null; c = superOf(c)) {
            chain.add(c);
            if (chain.size() > 10_000) {
                return OBJECT;
            }
        }
        int steps = 0;
        for (String c = b; c != null && steps++ < 10_000; c = superOf(c)) {
            if (chain.contains(c)) {
                return c;
            }
        }
        return OBJECT;
    }

    private String superOf(String name) {
        Header h = header(name);
        return h == null ? null : h.superName;
    }

    private boolean isInterface(String name) {
        Header h = header(name);
        return h != null && h.isInterface;
    }

    /** A class of the jars, else of the JDK (read as a resource, not loaded), else null. */
    private Header header(String name) {
        if (headers.containsKey(name)) {
            return headers.get(name);
        }
        Header h = null;
        try (InputStream in = ClassLoader.getSystemResourceAsStream(name + ".class")) {
            if (in != null) {
                h = headerOf(new ClassReader(in));
            }
        } catch (IOException | RuntimeException e) {
            h = null;
        }
        headers.put(name, h);
        return h;
    }

    /** Records the hierarchy of the classes of {@code entries}, and them as ours if {@code own}. */
    private void readHeaders(Map<String, byte[]> entries, boolean own) {
        eachClass(entries, (e, reader) -> {
            headers.putIfAbsent(reader.getClassName(), headerOf(reader));
            if (own) {
                ours.add(reader.getClassName());
            }
        });
    }

    private static Header headerOf(ClassReader reader) {
        return new Header(reader.getSuperName(), (reader.getAccess() & Opcodes.ACC_INTERFACE) != 0);
    }

    private static Map<String, byte[]> readJar(Path jar) throws IOException {
        Map<String, byte[]> entries = new LinkedHashMap<>();
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(jar))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                if (!e.isDirectory()) {
                    entries.put(e.getName(), readAll(in));
                }
            }
        }
        return entries;
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        in.transferTo(out);
        return out.toByteArray();
    }

    private static void writeJar(Path jar, Map<String, byte[]> entries) throws IOException {
        Path tmp = jar.resolveSibling(jar.getFileName() + ".upgrading");
        try (OutputStream file = Files.newOutputStream(tmp);
                ZipOutputStream out = new ZipOutputStream(file)) {
            for (Map.Entry<String, byte[]> e : entries.entrySet()) {
                out.putNextEntry(new ZipEntry(e.getKey()));
                out.write(e.getValue());
                out.closeEntry();
            }
        }
        Files.move(tmp, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
