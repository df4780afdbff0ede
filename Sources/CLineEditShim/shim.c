#include "CLineEditShim.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>

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
