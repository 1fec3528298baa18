/* `inkstone-latency --busy`: what a busy machine does to the caches, on demand. Writes one
 * byte per cache line over 64 MB (more than any last-level cache here), over and over, at
 * nice 19: it takes no time the clients want, but whatever they left in the caches between
 * two 125 Hz motions is gone when the next one comes, as on a machine shared with other work
 * (the "slow phases" of docs/LATENCY-LOG.md). Ends with its parent (the bench). */
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <signal.h>

int main(void) {
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    setpriority(PRIO_PROCESS, 0, 19);
    size_t size = (size_t)64 << 20;
    volatile unsigned char *p = malloc(size);
    if (!p) return 1;
    for (;;)
        for (size_t i = 0; i < size; i += 64) p[i]++;
}
