#include "CAllocatorTuning.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc

#if defined(__GLIBC__)
#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

void lyt_keep_freed_memory_for_copies(void) {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 4 << 20);
  mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

void lyt_back_heap_with_huge_pages(unsigned megabytes) {
#if defined(__GLIBC__) && defined(MADV_HUGEPAGE)
  size_t reserve = (size_t)megabytes << 20;
  // Every later growth of the heap asks for this much more, and trimming keeps it: the
  // reserved range stays mapped, so the advice below stays in force.
  if (mallopt(M_TOP_PAD, (int)reserve) != 1) return;
  // One block from the heap (under the mmap threshold) makes the heap grow by the reserve now.
  void *probe = malloc(1 << 20);
  if (probe == NULL) {
    mallopt(M_TOP_PAD, 128 << 10);  // glibc's default: the reserve could not be had
    return;
  }
  uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
  uintptr_t start = ((uintptr_t)probe) & ~(page - 1);
  free(probe);
  void *top = sbrk(0);
  // Only when the block came from the contiguous heap (not from a mapping of its own).
  if (top == (void *)-1 || (uintptr_t)top <= start) return;
  (void)madvise((void *)start, (uintptr_t)top - start, MADV_HUGEPAGE);
#else
  (void)megabytes;
#endif
}

unsigned long long lyt_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  struct mallinfo2 info = mallinfo2();
  return (unsigned long long)info.uordblks + (unsigned long long)info.hblkhd;
#else
  return 0;
#endif
}
