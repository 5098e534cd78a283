import { Hono } from 'hono';
import { handle } from 'hono/aws-lambda';
import { publicApp } from '../public/app.ts';
import { coreApp } from './app.ts';

/** The core function answers the core API and the public API (routed to it by the HTTP API). */
export const handler = handle(new Hono().route('/', coreApp).route('/', publicApp));
