import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/svelte';

// `findBy` and `waitFor` return as soon as what they await is on the page; the bound only
// ends a wait for something that never comes, and 1 s failed correct tests on a busy machine.
configure({ asyncUtilTimeout: 15_000 });
