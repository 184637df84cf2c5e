/*
 * Descriptor hygiene for starting processes (used by ProcessSupport): every pipe made
 * close-on-exec atomically, and a child that starts with exactly the descriptors its parent
 * hands it, whatever the parent itself inherited.
 */
#ifndef CSPAWN_H
#define CSPAWN_H

#include <spawn.h>

#ifdef __cplusplus
extern "C" {
#endif

/** pipe2(fds, O_CLOEXEC): both ends close-on-exec from the moment they exist, so a process
 *  started by another thread meanwhile never holds them. 0, or -1 (errno set). */
int cs_pipe_cloexec(int fds[2]);

/** Adds "close every descriptor from `from` up" to `actions` (after the dup2 actions placed
 *  before it): the child holds only what the actions gave it. 0 or an error number. */
int cs_spawn_add_closefrom(posix_spawn_file_actions_t *actions, int from);

/** Closes every descriptor of this process from `from` up (close_range, or one by one on an
 *  older kernel). Always 0. */
int cs_close_from(int from);

#ifdef __cplusplus
}
#endif

#endif
