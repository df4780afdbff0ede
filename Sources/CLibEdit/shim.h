/* Umbrella header for libedit's native API (never GNU readline's headers). */
#include <stdio.h>
#include <histedit.h>
