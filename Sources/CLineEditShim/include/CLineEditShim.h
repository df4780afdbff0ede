#ifndef CLINEEDITSHIM_H
#define CLINEEDITSHIM_H

/* Fixed-arity wrappers for libedit's C-variadic el_set/el_get/history calls,
   which Swift cannot import, and the SIGINT flag that cancels a line. */

#include <histedit.h>

typedef char *_Nullable (*lyt_prompt_fn)(EditLine *_Nonnull);
typedef unsigned char (*lyt_command_fn)(EditLine *_Nonnull, int);

EditLine *_Nullable lyt_el_init(const char *_Nonnull program);
int lyt_el_set_prompt(EditLine *_Nonnull el, lyt_prompt_fn _Nonnull fn);
int lyt_el_set_editor(EditLine *_Nonnull el, const char *_Nonnull mode);
int lyt_el_set_signal(EditLine *_Nonnull el, int on);
int lyt_el_set_hist(EditLine *_Nonnull el, History *_Nonnull list);
int lyt_el_set_clientdata(EditLine *_Nonnull el, void *_Nullable data);
void *_Nullable lyt_el_get_clientdata(EditLine *_Nonnull el);
int lyt_el_addfn(EditLine *_Nonnull el, const char *_Nonnull name, const char *_Nonnull help,
                 lyt_command_fn _Nonnull fn);
int lyt_el_bind(EditLine *_Nonnull el, const char *_Nonnull key, const char *_Nonnull command);
int lyt_el_source_default(EditLine *_Nonnull el);

int lyt_history_setsize(History *_Nonnull h, int size);
int lyt_history_setunique(History *_Nonnull h, int unique);
int lyt_history_enter(History *_Nonnull h, const char *_Nonnull line);
int lyt_history_load(History *_Nonnull h, const char *_Nonnull path);
int lyt_history_save(History *_Nonnull h, const char *_Nonnull path);
int lyt_history_count(History *_Nonnull h);

/* Reads keys for libedit so that an arrow key after Ctrl-R ends the search and then moves,
   instead of inserting the rest of its escape sequence as text. */
int lyt_el_set_key_reader(EditLine *_Nonnull el);

/* Installs a SIGINT handler without SA_RESTART, so el_gets returns on Ctrl-C. */
void lyt_install_sigint_handler(void);
/* Restores the SIGINT disposition that was in place before the handler. */
void lyt_restore_sigint_handler(void);
/* Returns 1 if SIGINT arrived since the last call, and clears the flag. */
int lyt_take_sigint(void);

#endif
