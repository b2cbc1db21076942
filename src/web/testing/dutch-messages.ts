import { i18n } from '@lingui/core';

/**
 * Every test starts in Dutch, the source language: without a catalogue Lingui shows each message's Dutch source
 * text (kept by the macros outside production builds), so tests read the words residents read.
 */
i18n.loadAndActivate({ locale: 'nl', messages: {} });
