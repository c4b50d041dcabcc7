#ifndef CDRIFT_PROCESS_H
#define CDRIFT_PROCESS_H

#ifdef __cplusplus
extern "C" {
#endif

/// Asks the kernel to send `signal_number` to this process when its parent dies (prctl PR_SET_PDEATHSIG,
/// which Swift cannot call directly because prctl is variadic). Returns 0, or -1 with errno set.
int cdrift_set_parent_death_signal(int signal_number);

#ifdef __cplusplus
}
#endif

#endif
