/** The keys of a DbxElement in the order the rulesets' one element literal (elementAt) writes them. */
export const ELEMENT_KEYS = ['id', 'side', 'type', 'command', 'general', 'camp', 'grade', 'irregular', 'status', 'lostHow', 'x', 'y', 'heading', 'width', 'depth'];
