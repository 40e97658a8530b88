/* The frame stack's chunks, kept for reuse in the test processes (config/stack_chunks.py).
 *
 * CPython 3.11 holds the frames of a thread in 16 KiB chunks taken from the object arena
 * allocator (mmap) and gives a chunk back (munmap) as soon as its first frame returns: code
 * that calls and returns across a chunk's edge in a loop maps and unmaps a chunk each time,
 * with a page fault or more (CPython issue gh-142183, fixed from 3.13 by keeping one chunk).
 * This allocator wraps the interpreter's own: it keeps up to KEPT blocks smaller than an
 * arena and hands one of the same size back; everything else goes to the interpreter's
 * allocator as before. Every block it holds came from that allocator, so a block mapped
 * before it was installed is given back or kept the same way. The arena allocator is only
 * called with the GIL held, which is what makes the unlocked list safe.
 */
#include <Python.h>

#define KEPT 16
#define ARENA (1 << 20) /* pymalloc's arenas (1 MiB) pass through: the object memory is freed as before */

static PyObjectArenaAllocator interpreter;
static int paused; /* set by stack_chunks_paused(): every block goes to and from the interpreter's allocator */
static void *kept[KEPT];
static size_t kept_size[KEPT];
static int kept_count;

static void *
take(void *ctx, size_t size)
{
    for (int i = paused ? -1 : kept_count - 1; i >= 0; i--) {
        if (kept_size[i] == size) {
            void *block = kept[i];
            kept_count--;
            kept[i] = kept[kept_count];
            kept_size[i] = kept_size[kept_count];
            return block;
        }
    }
    return interpreter.alloc(interpreter.ctx, size);
}

static void
give_back(void *ctx, void *block, size_t size)
{
    if (!paused && size < ARENA && kept_count < KEPT) {
        kept[kept_count] = block;
        kept_size[kept_count] = size;
        kept_count++;
        return;
    }
    interpreter.free(interpreter.ctx, block, size);
}

/* A test that measures the interpreter's own chunks (rulings/tests/claims/test_frame_stack.py)
 * pauses the keeping; the blocks kept meanwhile stay kept. */
void
stack_chunks_paused(int pause)
{
    paused = pause;
}

/* Called from Python through ctypes (with the GIL held). Only the first call installs: a second
 * would save this allocator as the interpreter's own, and take() and give_back() would then call
 * themselves for every block they do not keep (compiled as a tail call, a loop that never ends:
 * config.stack_chunks reloaded or imported under a second name hung the process, qa112). */
void
keep_stack_chunks(void)
{
    static int installed;
    if (installed) {
        return;
    }
    installed = 1;
    PyObjectArenaAllocator reusing = {NULL, take, give_back};
    PyObject_GetArenaAllocator(&interpreter);
    PyObject_SetArenaAllocator(&reusing);
}
