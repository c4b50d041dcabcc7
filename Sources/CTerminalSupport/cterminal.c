#include "cterminal.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int cterminal_window_size(int fd, int *rows, int *columns) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(fd, TIOCGWINSZ, &size) == -1) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

// One pipe for every relayed signal: written only from the handler, read by one thread.
static volatile sig_atomic_t relay_fd = -1;

static void relay_handler(int signal_number) {
    int saved = errno;
    unsigned char byte = (unsigned char)signal_number;
    if (relay_fd >= 0) {
        // A full pipe drops the byte: the reader is behind and will see an earlier one of the same kind.
        ssize_t ignored = write(relay_fd, &byte, 1);
        (void)ignored;
    }
    errno = saved;
}

int cterminal_relay_signal(int signal_number, int pipe_fd) {
    relay_fd = pipe_fd;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = relay_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    if (sigaction(signal_number, &action, NULL) == -1) return -1;
    // A parent may hand down a mask that blocks it (test runners do): unblocked here, the handler can run.
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signal_number);
    return pthread_sigmask(SIG_UNBLOCK, &set, NULL) == 0 ? 0 : -1;
}

int cterminal_stop_self(int pipe_fd) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGTSTP, &action, NULL) == -1) return -1;
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    raise(SIGTSTP);
    // Here once SIGCONT has continued the process.
    return cterminal_relay_signal(SIGTSTP, pipe_fd);
}

void cterminal_default_signal(int signal_number) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, NULL);
}
