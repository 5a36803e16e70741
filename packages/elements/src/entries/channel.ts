/**
 * Entry of `dist/d2d-channel.js`, served by the store at `/embed/channel.js` for its channel
 * page `/embed/channel.html`.
 * @module
 */
import { startChannelPage } from '../channel/channelPage.js';

startChannelPage(window);
