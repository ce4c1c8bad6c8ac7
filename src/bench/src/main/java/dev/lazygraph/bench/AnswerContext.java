package dev.lazygraph.bench;

import dev.lazygraph.core.llm.LanguageModel;
import dev.lazygraph.core.query.Stage;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The context an answering LLM is given: a language model in front of the counting stand-in that keeps the
 * user messages of the answer-writing calls (the answer prompt, or a global answer's map and reduce prompts)
 * since it was last cleared, so a bench can tell whether the gold answer reached the model at all.
 * One question at a time.
 */
final class AnswerContext implements LanguageModel {
    private static final Set<Stage> ANSWERING_STAGES = EnumSet.of(Stage.ANSWER, Stage.MAP);

    private final LanguageModel model;
    private final List<String> given = new ArrayList<>();

    AnswerContext(LanguageModel model) {
        this.model = model;
    }

    @Override
    public synchronized Completion complete(Prompt prompt) {
        if (ANSWERING_STAGES.contains(prompt.stage())) {
            given.add(prompt.user());
        }
        return model.complete(prompt);
    }

    /**
     * What the answering calls were given since the last call, as the model reads it (the quoted documents'
     * escaped angle brackets and ampersands are the characters themselves to a reader: "-&gt;&gt;" is the
     * operator "->>"), and forgets it.
     */
    synchronized String take() {
        String text = String.join("\n", given).replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                .replace("&amp;", "&");
        given.clear();
        return text;
    }
}
