#define _GNU_SOURCE
#include "cdrift_process.h"

#include <sched.h>
#include <sys/auxv.h>
#include <sys/prctl.h>

#ifndef CLONE_NEWTIME
#define CLONE_NEWTIME 0x00000080
#endif

int cdrift_set_parent_death_signal(int signal_number) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal_number, 0UL, 0UL, 0UL);
}

int cdrift_set_timer_slack(unsigned long nanoseconds) {
    return prctl(PR_SET_TIMERSLACK, nanoseconds, 0UL, 0UL, 0UL);
}

int cdrift_unshare_time_namespace(void) {
    return unshare(CLONE_NEWTIME);
}

int cdrift_has_dynamic_loader(void) {
    return getauxval(AT_BASE) != 0;
}
