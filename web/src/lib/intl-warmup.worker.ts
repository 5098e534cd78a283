/// <reference lib="webworker" />
import { displayTimeZone } from '#shared/constants/dates.ts';

// The first Intl number or date format a page builds makes the browser load its ICU data: ~50 ms on
// this machine, one long task on a phone, on the main thread in the middle of a page's first render.
// The data is the whole browser process's: built here first, the main thread's formats cost ~0.1 ms.
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1);
new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: displayTimeZone }).format(0);
self.close();
