import type { PluginScript } from '@talat/core';

/**
 * Contact Form 7's script (docs/research/plugin-scripts-live.md). Its `wpcf7` global is printed as
 * params; the script adds `wpcf7.init` on DOMContentLoaded, after the widget's mount, so the tag
 * (a file named index.js, hence the folders) is what shows it then.
 */
export const REPLACED_SCRIPTS: readonly PluginScript[] = [{ handle: 'contact-form-7', file: '/includes/js/index', global: 'wpcf7.init' }];
