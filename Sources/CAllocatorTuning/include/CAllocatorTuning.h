#ifndef LYT_ALLOCATOR_TUNING_H
#define LYT_ALLOCATOR_TUNING_H

/// Process-wide allocator settings for programs that copy solvers often (glibc only; elsewhere
/// it does nothing).
///
/// An explanation asks its what-if questions of copies of the solver, and the first write to a
/// copy duplicates its per-symbol tables: about 2 MB at 1000 views. With glibc's defaults, blocks
/// that large are mapped fresh from the kernel, and the top of the heap is handed back when they
/// are freed, so every copy page-faults its memory in again: at 1000 views that was three
/// quarters of the time of a copy plus one `add`. Keeping blocks under 4 MB on the heap and up
/// to 64 MB of freed memory in the process removes those faults. Call it once, early, from an
/// executable.
void lyt_keep_freed_memory_for_copies(void);

#endif
