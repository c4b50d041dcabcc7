#include "cdrift_process.h"

#include <sys/prctl.h>

int cdrift_set_parent_death_signal(int signal_number) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal_number, 0UL, 0UL, 0UL);
}
