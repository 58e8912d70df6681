import type { Dispatcher } from 'undici';

export declare const SOLAPI_ORIGIN: string;
export declare function routeSolapiTo(url: string): Dispatcher;
