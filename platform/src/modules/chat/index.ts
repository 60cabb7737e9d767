/**
 * The chat module's face (platform/src/modules/README.md): the service factory, its routes
 * registrar (member calls, sockets, the operators' /bo/chat API) and the hub other code may
 * build over a store.
 */
export { createChatService, inHouseChatPath, type ChatDeps, type ChatMember, type ChatService } from './service';
export { createChatHub, chatHubLimits, type ChatEvents, type ChatHub } from './hub';
export { chatRoutes } from './routes';
