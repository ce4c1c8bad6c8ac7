package dev.lazygraph.api.auth;

import dev.lazygraph.core.access.Caller;
import dev.lazygraph.core.document.DocumentMetadata;
import java.util.ArrayList;
import java.util.List;

/** Groups as configuration and identity providers give them. */
public final class CallerGroups {
    /** In configuration only: the caller reads every document. */
    public static final String EVERY_DOCUMENT = "*";

    private CallerGroups() {
    }

    /**
     * The caller configuration names: {@value #EVERY_DOCUMENT} among its groups reads everything; otherwise each
     * must be a valid group name.
     *
     * @throws IllegalArgumentException naming an invalid group, so that the server does not start with it
     */
    public static Caller configured(List<String> groups) {
        if (groups.stream().map(String::strip).anyMatch(EVERY_DOCUMENT::equals)) {
            return Caller.OWNER;
        }
        return Caller.inGroups(groups.stream().map(String::strip).filter(g -> !g.isEmpty()).toList());
    }

    /**
     * The caller a verified token's claim names, as API Gateway passes it: {@code [a b]} for a list, else one
     * value, its items separated by spaces or commas. Items that are no valid group name are left out: a
     * document can never have them, so they grant nothing, and {@value #EVERY_DOCUMENT} is never one.
     */
    public static Caller claimed(String claim) {
        if (claim == null) {
            return Caller.ANONYMOUS;
        }
        String items = claim.strip();
        if (items.startsWith("[") && items.endsWith("]")) {
            items = items.substring(1, items.length() - 1);
        }
        List<String> valid = new ArrayList<>();
        for (String item : items.split("[\\s,]+")) {
            String group = item.strip();
            if (!group.isEmpty() && isGroup(group)) {
                valid.add(group);
            }
        }
        return Caller.inGroups(valid);
    }

    private static boolean isGroup(String group) {
        try {
            DocumentMetadata.requireGroup(group);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
