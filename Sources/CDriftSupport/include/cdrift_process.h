#ifndef CDRIFT_PROCESS_H
#define CDRIFT_PROCESS_H

#ifdef __cplusplus
extern "C" {
#endif

/// Asks the kernel to send `signal_number` to this process when its parent dies (prctl PR_SET_PDEATHSIG,
/// which Swift cannot call directly because prctl is variadic). Returns 0, or -1 with errno set.
int cdrift_set_parent_death_signal(int signal_number);

/// Sets the calling thread's timer slack (prctl PR_SET_TIMERSLACK); threads and exec'd programs inherit it.
/// Returns 0, or -1 with errno set.
int cdrift_set_timer_slack(unsigned long nanoseconds);

/// Gives this process's future children (and this process after its next exec) a new time namespace
/// (unshare CLONE_NEWTIME), whose offsets are then written to /proc/self/timens_offsets. Returns 0, or -1 with errno.
int cdrift_unshare_time_namespace(void);

/// Whether a dynamic loader started this executable (getauxval AT_BASE is nonzero); 0 for a static executable.
int cdrift_has_dynamic_loader(void);

#ifdef __cplusplus
}
#endif

#endif
