#ifndef CTERMINAL_H
#define CTERMINAL_H

#ifdef __cplusplus
extern "C" {
#endif

/// The window size of the terminal on `fd` (ioctl TIOCGWINSZ, which Swift cannot call because ioctl is
/// variadic). Returns 0 and sets `rows` and `columns`, or -1 with errno set.
int cterminal_window_size(int fd, int *rows, int *columns);

/// Installs a handler for `signal_number` that writes the signal number as one byte to `pipe_fd` (the write end of
/// a non-blocking pipe) and does nothing else, so the work happens on an ordinary thread. SA_RESTART is set, and
/// the signal is unblocked in the calling thread (threads it starts later inherit that).
/// Returns 0, or -1 with errno set.
int cterminal_relay_signal(int signal_number, int pipe_fd);

/// Stops this process as the default SIGTSTP action would: resets SIGTSTP to SIG_DFL, unblocks it, raises it,
/// and once the process is continued, installs the relay handler for it again. Returns 0, or -1 with errno set.
int cterminal_stop_self(int pipe_fd);

/// Restores the default action of `signal_number`.
void cterminal_default_signal(int signal_number);

#ifdef __cplusplus
}
#endif

#endif
