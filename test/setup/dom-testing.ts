import { configure } from '@testing-library/dom';

/**
 * `findBy…` waits up to 10 s instead of 1 s: on a cold machine the first lazy import of an area's
 * pages (transformed on demand) takes longer than a second. A ceiling, not a timing assertion.
 */
configure({ asyncUtilTimeout: 10_000 });
