import { i18n } from '@lingui/core';

// Unit tests run against the English source messages.
i18n.loadAndActivate({ locale: 'en', messages: {} });
