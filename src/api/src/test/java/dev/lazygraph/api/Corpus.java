package dev.lazygraph.api;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** Small self-written documents and the HTTP calls the API tests share. */
final class Corpus {

    static final String ORCHARD = """
            Marta Kowalski founded the Blue Fern Orchard in Hood River in 1994. The orchard grows Honeycrisp
            apples and Bosc pears on forty acres above the Columbia River. Marta Kowalski sells the harvest
            to the Hood River Cooperative, which ships the apples to grocers in Portland and Seattle.
            """;
    static final String BAKERY = """
            The Copper Kettle Bakery opened in Astoria in 2003. Its founder, Daniel Reyes, bakes sourdough
            bread with flour from the Palouse Mill in Pullman. The bakery buys Bosc pears from the Blue Fern
            Orchard every autumn for its pear tarts.
            """;
    static final String OBSERVATORY = """
            The Larkspur Observatory sits on Mount Ashland at an altitude of 2,200 metres. Its main telescope,
            the Hadley Reflector, was built in 1978 by the optician Ruth Hadley. Students from Southern Oregon
            University use the Hadley Reflector to photograph comets and variable stars.
            """;

    private Corpus() {
    }

    static ValidatableResponse put(Supplier<RequestSpecification> request, String collection, String key,
                                   String text) {
        return request.get().contentType(ContentType.JSON)
                .body(Map.of("collection", collection, "key", key, "text", text))
                .post("/documents")
                .then();
    }

    static ValidatableResponse ask(Supplier<RequestSpecification> request, String collection, String question) {
        return request.get().contentType(ContentType.JSON)
                .body(Map.of("collection", collection, "question", question))
                .post("/query")
                .then();
    }

    /** Document keys the answer cites. */
    static List<String> citedKeys(ValidatableResponse answer) {
        return answer.statusCode(200).extract().jsonPath().getList("citations.documentKey", String.class);
    }

    static RequestSpecification anonymous() {
        return given();
    }
}
