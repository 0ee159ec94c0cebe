import { Inject } from '@nestjs/common';

import type { AppConfig } from './config.schema';

export const APP_CONFIG = Symbol('APP_CONFIG');

// Injects the validated configuration: `constructor(@InjectConfig() config: AppConfig)`.
export const InjectConfig = () => Inject(APP_CONFIG);
