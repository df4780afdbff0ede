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

/// Backs the heap with transparent huge pages where the kernel offers them on request (glibc
/// on Linux only; elsewhere, or when the kernel refuses, it does nothing).
///
/// A solver's memory is first touched while it grows: adding the 5,110 constraints of 1000
/// views touches about 7 MB, which with 4 KB pages is some 1,700 page faults, a quarter to a
/// third of the time of the adds on a virtual machine. This reserves `megabytes` at the top of
/// the heap at once (virtual memory: only what is touched becomes resident) and asks the kernel
/// to fill that range with 2 MB pages, so the same growth takes a few faults. Heap growth past
/// the reserve gets ordinary pages. Call it once, early, from an executable, after
/// `lyt_keep_freed_memory_for_copies`.
///
/// `lyt` no longer calls it; `lyt-bench --huge-pages` does, to measure. On a virtual machine
/// whose host backs guest memory lazily, the first touch of a huge page sometimes costs ~6 ms
/// (the host faulting in 2 MB), which landed in interactive commands as 6–20 ms stalls, and a
/// session at 3,000 views ran 8–10 % slower with the reserve than without, for a raw `add` at
/// 1,000 views about 5 % faster (docs/PERFORMANCE.md).
void lyt_back_heap_with_huge_pages(unsigned megabytes);

/// The bytes allocated with malloc and not freed yet (glibc 2.33 and later; elsewhere 0): what
/// the program holds, where the resident set also counts what the allocator keeps for reuse.
/// For benchmarks that check memory follows what is live.
unsigned long long lyt_heap_bytes_in_use(void);

#endif
