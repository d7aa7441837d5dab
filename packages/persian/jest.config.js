module.exports = require('../../tools/jest-base');
