// The design system's PostCSS (Panda) scans ui's source from its own config: one place to configure.
module.exports = require('@helmsman/ui/postcss.config.cjs');
