#include "CLineEditShim.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

EditLine *lyt_el_init(const char *program) { return el_init(program, stdin, stdout, stderr); }

int lyt_el_set_prompt(EditLine *el, lyt_prompt_fn fn) { return el_set(el, EL_PROMPT, fn); }

int lyt_el_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }

int lyt_el_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }

int lyt_el_set_hist(EditLine *el, History *list) { return el_set(el, EL_HIST, history, list); }

int lyt_el_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }

void *lyt_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

int lyt_el_addfn(EditLine *el, const char *name, const char *help, lyt_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

int lyt_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, NULL);
}

int lyt_el_source_default(EditLine *el) { return el_source(el, NULL); }

int lyt_history_setsize(History *h, int size) { HistEvent ev; return history(h, &ev, H_SETSIZE, size); }

int lyt_history_setunique(History *h, int unique) { HistEvent ev; return history(h, &ev, H_SETUNIQUE, unique); }

int lyt_history_enter(History *h, const char *line) { HistEvent ev; return history(h, &ev, H_ENTER, line); }

int lyt_history_load(History *h, const char *path) { HistEvent ev; return history(h, &ev, H_LOAD, path); }

int lyt_history_save(History *h, const char *path) { HistEvent ev; return history(h, &ev, H_SAVE, path); }

int lyt_history_count(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_GETSIZE) == -1) return -1;
    return ev.num;
}

static volatile sig_atomic_t lyt_sigint_seen = 0;
static struct sigaction lyt_previous_sigint;
static int lyt_handler_installed = 0;

static void lyt_on_sigint(int signo) {
    (void)signo;
    lyt_sigint_seen = 1;
}

void lyt_install_sigint_handler(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = lyt_on_sigint;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; /* no SA_RESTART: el_gets must return */
    if (sigaction(SIGINT, &action, &lyt_previous_sigint) == 0) lyt_handler_installed = 1;
}

void lyt_restore_sigint_handler(void) {
    if (lyt_handler_installed) {
        sigaction(SIGINT, &lyt_previous_sigint, NULL);
        lyt_handler_installed = 0;
    }
}

int lyt_take_sigint(void) {
    int seen = lyt_sigint_seen;
    lyt_sigint_seen = 0;
    return seen;
}

/* Reading keys for libedit, so that an arrow key ends an incremental search (Ctrl-R) cleanly.

   libedit's incremental search reads keys itself, without the keymap: an escape ends it, and the
   rest of an arrow key's escape sequence (`[C`) is then inserted as text. While a search is under
   way, an arrow key is handed over as an escape (which ends the search and keeps the found line)
   followed by the whole sequence again, which the keymap then runs as the arrow key. */

/* Bytes to hand out before reading the terminal again (the replayed escape sequence). */
static unsigned char lyt_pending[32];
static size_t lyt_pending_count = 0;
static size_t lyt_pending_next = 0;
/* Whether an incremental search started and has not seen a key that ends it. */
static int lyt_searching = 0;

/* One byte: a pending one, else one read from standard input. 1, 0 at end of input, -1 on error
   (a SIGINT ends the read; other signals, such as a window resize, do not). */
static int lyt_next_byte(unsigned char *byte) {
    if (lyt_pending_next < lyt_pending_count) {
        *byte = lyt_pending[lyt_pending_next++];
        return 1;
    }
    lyt_pending_next = lyt_pending_count = 0;
    for (;;) {
        ssize_t count = read(STDIN_FILENO, byte, 1);
        if (count >= 0) return (int)count;
        if (errno != EINTR || lyt_sigint_seen) return -1;
    }
}

/* Whether a byte can be read within `milliseconds`. */
static int lyt_byte_ready(int milliseconds) {
    if (lyt_pending_next < lyt_pending_count) return 1;
    struct pollfd descriptor = {STDIN_FILENO, POLLIN, 0};
    return poll(&descriptor, 1, milliseconds) > 0;
}

static void lyt_queue(unsigned char byte) {
    if (lyt_pending_count < sizeof lyt_pending) lyt_pending[lyt_pending_count++] = byte;
}

/* After an escape during a search: queues the escape sequence that follows (an arrow key's
   `[C`, or `OC` in application mode, parameters included) behind a copy of the escape, so the
   keymap reads the whole key once the search has ended; any other byte is queued as it came. */
static void lyt_replay_sequence(void) {
    unsigned char byte;
    if (!lyt_byte_ready(50) || lyt_next_byte(&byte) != 1) return;
    if (byte != '[' && byte != 'O') {
        lyt_queue(byte);
        return;
    }
    lyt_queue(0x1b);
    lyt_queue(byte);
    /* Parameter and intermediate bytes, then the final byte (0x40 to 0x7e). */
    while (lyt_pending_count < sizeof lyt_pending && lyt_byte_ready(50) && lyt_next_byte(&byte) == 1) {
        lyt_queue(byte);
        if (byte >= 0x40 && byte <= 0x7e) break;
    }
}

/* Whether `byte` keeps an incremental search going: text, Delete/Backspace, Ctrl-R/Ctrl-S
   (search on), Ctrl-W (add a word). */
static int lyt_continues_search(unsigned char byte) {
    return byte >= 0x20 || byte == 0x08 || byte == 0x12 || byte == 0x13 || byte == 0x17;
}

/* libedit's read-a-character function: UTF-8 decoded as the locale says, the search handled as
   above. */
static int lyt_read_char(EditLine *el, wchar_t *character) {
    unsigned char byte;
    int status = lyt_next_byte(&byte);
    if (status != 1) {
        *character = L'\0';
        return status;
    }
    const char *mode = NULL;
    int emacs = el_get(el, EL_EDITOR, &mode) == 0 && mode != NULL && strcmp(mode, "emacs") == 0;
    if (lyt_searching && byte == 0x1b) {
        lyt_searching = 0;
        lyt_replay_sequence();
    } else if (lyt_searching) {
        lyt_searching = lyt_continues_search(byte);
    } else if (emacs && (byte == 0x12 || byte == 0x13)) {
        lyt_searching = 1;
    }
    mbstate_t state;
    memset(&state, 0, sizeof state);
    char bytes[MB_LEN_MAX];
    size_t length = 0;
    bytes[length++] = (char)byte;
    for (;;) {
        wchar_t decoded;
        size_t result = mbrtowc(&decoded, bytes, length, &state);
        if (result == (size_t)-2 && length < sizeof bytes) {
            /* An incomplete character: its next byte. */
            unsigned char more;
            if (lyt_next_byte(&more) != 1) break;
            bytes[length++] = (char)more;
            memset(&state, 0, sizeof state);
            continue;
        }
        if (result != (size_t)-1 && result != (size_t)-2) {
            *character = decoded;
            return 1;
        }
        break;
    }
    /* Not a character in this locale: the first byte as it is. */
    *character = (wchar_t)(unsigned char)bytes[0];
    return 1;
}

int lyt_el_set_key_reader(EditLine *el) {
    lyt_searching = 0;
    lyt_pending_next = lyt_pending_count = 0;
    return el_set(el, EL_GETCFN, lyt_read_char);
}
