package dev.lazygraph.core.query.community;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The top-level parts of a collection as its authors filed them: the folders just below the folder all its
 * documents share ("tutorial/", "library/", "reference/" of a manual; one folder per product of a collection of
 * several), each led by a landing page. A person recognises a manual by these parts before any topic inside them,
 * so they are themes of their own, found from the keys and the links alone.
 *
 * <p>A folder's landing page is, of its shallowest documents, the one shown for the folder's own address, else the
 * one most linked with the rest of the folder: the page its pages lead back to. A folder whose pages do not link to each
 * other has no landing page (its pages may still be one part of the concept or link graph), and a folder of one
 * document is a page, not a part.
 */
final class FolderParts {
    /** A folder must hold at least this many documents to be a part rather than a page. */
    static final int LEAST_DOCUMENTS = 2;
    /** The page a web server shows for its folder's own address. */
    private static final Pattern FOLDER_PAGE = Pattern.compile("(^|/)index\\.[a-z]+$", Pattern.CASE_INSENSITIVE);

    /**
     * A top-level folder and what leads into it.
     *
     * @param folder    its key prefix, without the trailing slash
     * @param documents the indices of its documents (of those given), in its subtree
     * @param landing   the index of its landing page
     */
    record Folder(String folder, List<Integer> documents, int landing) {
    }

    private FolderParts() {
    }

    /**
     * The top-level folders with a landing page among documents {@code keys} (only those {@code inWeb}),
     * {@code linksTo} each document's link targets, the biggest first.
     */
    static List<Folder> of(List<String> keys, List<Set<Integer>> linksTo, boolean[] inWeb) {
        List<Integer> web = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            if (inWeb[i]) {
                web.add(i);
            }
        }
        String root = commonFolder(web.stream().map(keys::get).toList());
        Map<String, List<Integer>> byTop = new LinkedHashMap<>();
        for (int i : web) {
            String rest = keys.get(i).substring(root.length());
            int slash = rest.indexOf('/');
            if (slash > 0) {
                byTop.computeIfAbsent(root + rest.substring(0, slash), k -> new ArrayList<>()).add(i);
            }
        }
        List<Folder> folders = new ArrayList<>();
        byTop.forEach((folder, documents) -> {
            if (documents.size() >= LEAST_DOCUMENTS) {
                landing(documents, keys, linksTo).ifPresent(l -> folders.add(new Folder(folder, documents, l)));
            }
        });
        folders.sort(Comparator.comparingInt((Folder f) -> -f.documents().size()).thenComparing(Folder::folder));
        return folders;
    }

    /**
     * Of the folder's shallowest documents, the one a web server shows for the folder itself ("index.html"), else
     * the one its pages link back to most, then the one linked most with them (a contents page's own list of links
     * may have been left out as the site's navigation); none when no page is linked with another.
     */
    private static Optional<Integer> landing(List<Integer> documents, List<String> keys, List<Set<Integer>> linksTo) {
        Set<Integer> inside = Set.copyOf(documents);
        int[] linkedFrom = new int[keys.size()];
        int[] linked = new int[keys.size()];
        for (int from : documents) {
            for (int to : linksTo.get(from)) {
                if (inside.contains(to) && to != from) {
                    linkedFrom[to]++;
                    linked[from]++;
                    linked[to]++;
                }
            }
        }
        int shallowest = documents.stream().mapToInt(i -> depth(keys.get(i))).min().orElseThrow();
        List<Integer> top = documents.stream().filter(i -> depth(keys.get(i)) == shallowest).toList();
        Optional<Integer> named = top.stream().filter(i -> isFolderPage(keys.get(i))).findFirst();
        if (named.isPresent()) {
            return named;
        }
        return top.stream().filter(i -> linked[i] > 0)
                .max(Comparator.comparingInt((Integer i) -> linkedFrom[i]).thenComparingInt(i -> linked[i])
                        .thenComparing(i -> -i));
    }

    /** Whether the document at {@code key} is the one a web server shows for its folder's own address. */
    static boolean isFolderPage(String key) {
        return FOLDER_PAGE.matcher(key).find();
    }

    private static int depth(String key) {
        return (int) key.chars().filter(c -> c == '/').count();
    }

    /** The folder (with its trailing slash) every key lies in; "" when they share none. */
    static String commonFolder(List<String> keys) {
        if (keys.isEmpty()) {
            return "";
        }
        String common = keys.get(0).substring(0, keys.get(0).lastIndexOf('/') + 1);
        for (String key : keys) {
            while (!key.startsWith(common)) {
                common = common.substring(0, common.lastIndexOf('/', common.length() - 2) + 1);
            }
        }
        return common;
    }
}
