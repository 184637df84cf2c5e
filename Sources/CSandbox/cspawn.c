/*
 * Descriptor hygiene for the processes the front end starts, in C because Swift's Glibc module
 * is imported without _GNU_SOURCE and so lacks pipe2() and posix_spawn's closefrom action.
 */
#define _GNU_SOURCE
#include "cspawn.h"

#include <fcntl.h>
#include <unistd.h>

int cs_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int cs_spawn_add_closefrom(posix_spawn_file_actions_t *actions, int from) {
    return posix_spawn_file_actions_addclosefrom_np(actions, from);
}

int cs_close_from(int from) {
    if (close_range((unsigned)from, ~0U, 0) == 0) return 0;
    /* Kernels before 5.9: close one by one up to the descriptor limit. */
    long max = sysconf(_SC_OPEN_MAX);
    if (max < 0 || max > 1 << 20) max = 1 << 20;
    for (long fd = from; fd < max; fd++) close((int)fd);
    return 0;
}
