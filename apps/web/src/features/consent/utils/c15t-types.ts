import type { ConsentManagerOptions } from '@c15t/react';

/** c15t's own types, reached through @c15t/react (the core package is its dependency, not ours). */
export type Script = NonNullable<ConsentManagerOptions['scripts']>[number];
