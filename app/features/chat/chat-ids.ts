/** The panel's element id, shared by the toggle (aria-controls) and the lazily loaded panel. */
export const chatPanelId = 'chat-assistant-panel';
