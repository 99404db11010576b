/*
 * What is not on screen at first is a lazy chunk (shared-core lazyWithPrefetch), prefetched once the
 * page settled: the ticket's form (nothing is picked at first), the batch (batch mode), the outcomes
 * (after a submission), the option's open orders and both confirmations (submit.ts and the rules it
 * sends with come with them), the feeds' load errors. Until the form's chunk is in, a pick shows the
 * ticket's skeleton.
 */
import { lazyWithPrefetch } from 'shared-core';

export const Draft = lazyWithPrefetch(() => import('./DraftSection').then((m) => m.DraftSection));
export const Batch = lazyWithPrefetch(() => import('./BatchSection').then((m) => m.BatchSection));
export const Outcomes = lazyWithPrefetch(() => import('./OutcomeSection').then((m) => m.OutcomeSection));
export const Confirm = lazyWithPrefetch(() => import('./ConfirmSection').then((m) => m.ConfirmSection));
export const OpenOrders = lazyWithPrefetch(() => import('./OpenOrdersSection').then((m) => m.OpenOrdersSection));
export const FeedErrors = lazyWithPrefetch(() => import('./FeedErrors').then((m) => m.FeedErrors));
/** Prefetched once the page settled (usePrefetchWhenIdle). */
export const LAZY_PARTS = [Draft, Confirm, Outcomes, Batch, OpenOrders, FeedErrors];
